import { http, HttpResponse } from 'msw';

export const jobsHandlers = [
  http.get('*/api/job-board-api', () =>
    HttpResponse.json({
      data: [],
      links: { first: null, last: null, prev: null, next: null },
      meta: { current_page: 1, per_page: 100 },
    }),
  ),
];
