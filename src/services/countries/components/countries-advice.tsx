/** Service-specific guidance under the standard error explanation. */
export function CountriesAdvice() {
  return (
    <p>
      The app talks to the Countries GraphQL API at <code>…/graphql</code>. If the base URL was changed in Settings, it must point at a GraphQL server with the
      same schema. GraphQL servers report query problems inside an HTTP 200 reply; those are listed above.
    </p>
  );
}
