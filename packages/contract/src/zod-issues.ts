import type { z } from 'zod';
import type { FieldError } from './errors';
import { formatDate } from './format';
import type { Language } from './i18n';
import { isValidationKey, translateValidation, type ValidationKey } from './validation-messages';

/*
 * Turns zod 4 issues into the `details` of a VALIDATION_ERROR: `{ path: 'a.b.0', key, message }`.
 * An issue whose message is already a `ValidationKey` (the contract's schemas) keeps it; zod's built-in
 * issues are mapped by code. Interpolation values come from the issue: `params` of a custom issue,
 * `minimum` / `maximum` of a size issue, `values` of an enum.
 */

export type ValidationParams = Record<string, unknown>;
export type ResolvedIssue = { key: ValidationKey; params?: ValidationParams };

/** A final issue (from a ZodError) or a raw one (what an error map sees, with its `input`). */
type AnyIssue = z.core.$ZodIssue | z.core.$ZodRawIssue;

export type LocalizeOptions = {
  /**
   * The value that was parsed. Final issues drop their input (unless parsed with `reportInput`), so
   * giving it lets a wrong-type issue on an absent field be told apart from a wrong value: 'required'.
   */
  input?: unknown;
};

/** 'a.b.0' from ['a', 'b', 0]; the root is ''. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.map((part) => (typeof part === 'symbol' ? (part.description ?? '') : String(part))).join('.');
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let current = root;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

function isMissingInput(issue: AnyIssue, options?: LocalizeOptions): boolean {
  if (Object.hasOwn(issue, 'input')) return issue.input === undefined || issue.input === null;
  if (options && Object.hasOwn(options, 'input')) {
    const value = valueAt(options.input, issue.path ?? []);
    return value === undefined || value === null;
  }
  // Last resort: the text of zod's default English locale, the only place left that says so.
  return /received (?:undefined|null)$/.test(issue.message ?? '');
}

const NUMERIC_ORIGINS = new Set(['number', 'int', 'bigint']);
const COLLECTION_ORIGINS = new Set(['array', 'set']);
const BYTES_PER_MB = 1024 * 1024;

function sizeBound(origin: string, bound: number | bigint): unknown {
  return origin === 'date' ? formatDate(Number(bound)) : bound;
}

/** The key and params zod's own issue maps to, ignoring its message. */
function resolveByCode(issue: AnyIssue, options?: LocalizeOptions): ResolvedIssue {
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissingInput(issue, options)) return { key: 'required' };
      if (NUMERIC_ORIGINS.has(issue.expected) || issue.expected === 'nan') return { key: 'integer' };
      if (issue.expected === 'date') return { key: 'date' };
      return { key: 'invalidType', params: { expected: issue.expected } };
    }
    case 'too_small': {
      const min = sizeBound(issue.origin, issue.minimum);
      if (issue.origin === 'string') {
        if (issue.exact) return { key: 'exactLength', params: { length: min } };
        // min(1) on a string is how zod spells "not empty".
        return Number(issue.minimum) === 1 ? { key: 'required' } : { key: 'tooShort', params: { min } };
      }
      if (COLLECTION_ORIGINS.has(issue.origin)) return { key: 'tooFewItems', params: { min } };
      if (NUMERIC_ORIGINS.has(issue.origin) || issue.origin === 'date') {
        if (issue.inclusive === false) return { key: 'greaterThan', params: { min } };
        if (Number(issue.minimum) === 0 && issue.origin !== 'date') return { key: 'nonNegative' };
        return { key: 'tooSmall', params: { min } };
      }
      return { key: 'invalid' };
    }
    case 'too_big': {
      const max = sizeBound(issue.origin, issue.maximum);
      if (issue.origin === 'string') {
        return issue.exact
          ? { key: 'exactLength', params: { length: max } }
          : { key: 'tooLong', params: { max } };
      }
      if (COLLECTION_ORIGINS.has(issue.origin)) return { key: 'tooManyItems', params: { max } };
      // z.int() reports an unsafe integer as too big; it is not a bound the user chose.
      if (issue.origin === 'int' && issue.maximum === Number.MAX_SAFE_INTEGER) return { key: 'integer' };
      if (NUMERIC_ORIGINS.has(issue.origin) || issue.origin === 'date') {
        return issue.inclusive === false
          ? { key: 'lessThan', params: { max } }
          : { key: 'tooBig', params: { max } };
      }
      if (issue.origin === 'file') {
        return {
          key: 'fileTooLarge',
          params: { maxMb: Math.round((Number(issue.maximum) / BYTES_PER_MB) * 100) / 100 },
        };
      }
      return { key: 'invalid' };
    }
    case 'invalid_format': {
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'website' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'date' };
      return { key: 'invalid' };
    }
    case 'invalid_value':
      return { key: 'invalidValue', params: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'unknownField' };
    default:
      return { key: 'invalid' };
  }
}

/**
 * The message key of one issue and its interpolation values. The issue's own key wins; values zod
 * records (bounds, options) are kept under it, then a custom issue's `params` override them.
 */
export function resolveIssue(issue: AnyIssue, options?: LocalizeOptions): ResolvedIssue {
  const byCode = resolveByCode(issue, options);
  const own = issue.code === 'custom' ? (issue.params as ValidationParams | undefined) : undefined;
  if (isValidationKey(issue.message)) {
    const params = { ...byCode.params, ...own };
    return Object.keys(params).length > 0 ? { key: issue.message, params } : { key: issue.message };
  }
  return byCode;
}

function fieldError(path: string, resolved: ResolvedIssue, lang: Language): FieldError {
  return { path, key: resolved.key, message: translateValidation(resolved.key, lang, resolved.params) };
}

/**
 * One `FieldError` per issue, in zod's order; an unrecognised-keys issue becomes one entry per unknown
 * key, at that key's path.
 */
export function localizeIssues(
  issues: readonly z.core.$ZodIssue[],
  lang: Language,
  options?: LocalizeOptions,
): FieldError[] {
  const out: FieldError[] = [];
  for (const issue of issues) {
    const resolved = resolveIssue(issue, options);
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) out.push(fieldError(issuePath([...issue.path, key]), resolved, lang));
    } else {
      out.push(fieldError(issuePath(issue.path), resolved, lang));
    }
  }
  return out;
}

/** The `details` of a VALIDATION_ERROR answer for a failed parse. */
export function validationDetails(
  error: { readonly issues: readonly z.core.$ZodIssue[] },
  lang: Language,
  options?: LocalizeOptions,
): FieldError[] {
  return localizeIssues(error.issues, lang, options);
}

/** The first error of each path, for a form that shows one message under each field. */
export function firstErrorByPath(errors: readonly FieldError[]): Record<string, FieldError> {
  const byPath: Record<string, FieldError> = {};
  for (const error of errors) byPath[error.path] ??= error;
  return byPath;
}

/**
 * A zod error map that answers the message KEY of every issue, built-in ones included. Pass it to a
 * parse (`schema.safeParse(data, { error: keyedErrorMap })`) or install it (`z.config({ customError:
 * keyedErrorMap })`) so that no zod English text reaches a user; it sees each issue's input, so absence
 * is told exactly. The contract's schemas set their own keys, which outrank it.
 */
export const keyedErrorMap = (issue: z.core.$ZodRawIssue): ValidationKey => resolveIssue(issue).key;
