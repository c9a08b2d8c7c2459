import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { maxDirectivesRule } from '@escape.tech/graphql-armor-max-directives';
import type { ValidationRule } from 'graphql';

/**
 * Bounds on the document itself, checked before any resolver runs. The parser stops after this
 * many tokens (the product's largest query has a few hundred), so a megabyte of repeated fields
 * costs microseconds instead of seconds of validation.
 */
export const GRAPHQL_MAX_TOKENS = 2000;
export const GRAPHQL_MAX_ALIASES = 20;
export const GRAPHQL_MAX_DIRECTIVES = 20;
export const GRAPHQL_MAX_DEPTH = 8;

export const limitRules: ValidationRule[] = [
  maxAliasesRule({
    n: GRAPHQL_MAX_ALIASES,
    errorMessage: `Too many aliases: at most ${GRAPHQL_MAX_ALIASES} in one request.`,
    exposeLimits: false,
  }),
  maxDirectivesRule({
    n: GRAPHQL_MAX_DIRECTIVES,
    errorMessage: `Too many directives: at most ${GRAPHQL_MAX_DIRECTIVES} in one request.`,
    exposeLimits: false,
  }),
];
