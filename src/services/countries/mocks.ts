import { graphql, HttpResponse } from 'msw';

export const countriesHandlers = [
  graphql.query('Countries', () => HttpResponse.json({ data: { countries: [] } })),
];
