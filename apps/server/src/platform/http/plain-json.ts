/**
 * Writes a route's answer with JSON.stringify instead of re-checking it against its schema on the way
 * out: for large answers (trees of thousands of organizations, where the check cost as much as the
 * query) and for answers holding values their schema normalizes on input (colours upper-cased), a
 * transform that cannot run backwards. The use case's return type is checked against the schema when
 * compiling, and the schema still documents the answer.
 */
export const plainJson = { serializerCompiler: () => (data: unknown) => JSON.stringify(data) };
