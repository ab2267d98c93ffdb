import { http, HttpResponse } from 'msw';

export const collegesHandlers = [
  http.get('*/schools', () =>
    HttpResponse.json({
      metadata: { page: 0, total: 1, per_page: 20 },
      results: [{ id: 228778, 'school.name': 'The University of Texas at Austin', 'latest.student.size': 40804 }],
    }),
  ),
];
