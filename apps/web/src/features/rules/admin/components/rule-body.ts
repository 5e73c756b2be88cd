import type { CreateRuleBody, Rule, UpdateRuleBody } from '@tutor/contract/rules';

/*
 * A rule form shows the fields of one kind at a time (spec §3: an access rule guards API calls, a
 * redirect rule sends /{slug} elsewhere). What it sends holds only that kind's fields: the server's
 * strict schemas refuse the others.
 */

type Values = Record<string, unknown>;

const ACCESS_FIELDS = ['method', 'route', 'expression', 'permission'] as const;
const REDIRECT_FIELDS = ['slug', 'targetUrl'] as const;

export function fieldsOfKind(kind: Rule['kind']): readonly string[] {
  return kind === 'access' ? ACCESS_FIELDS : REDIRECT_FIELDS;
}

function pick(values: Values, keys: readonly string[]): Values {
  const out: Values = {};
  for (const key of keys) {
    const value = values[key];
    // antd leaves an untouched input undefined; the optional regular expression means "none" then.
    out[key] = value === undefined && key === 'expression' ? '' : value;
  }
  return out;
}

/** The POST body: the kind, its fields and the status. */
export function createRuleInput(values: Values): Values {
  const kind = values.kind === 'redirect' ? 'redirect' : 'access';
  return { kind, ...pick(values, fieldsOfKind(kind)), status: values.status };
}

/** The PUT body: the rule keeps its kind, so only that kind's fields and the status go. */
export function updateRuleInput(kind: Rule['kind'], values: Values): Values {
  return { ...pick(values, fieldsOfKind(kind)), status: values.status };
}

/** The form's starting values for a stored rule (nulls of the other kind left out). */
export function ruleFormValues(rule: Rule): Values {
  return {
    kind: rule.kind,
    status: rule.status,
    ...Object.fromEntries(
      fieldsOfKind(rule.kind).map((key) => [
        key,
        (rule as unknown as Values)[key] ?? (key === 'expression' ? '' : undefined),
      ]),
    ),
  };
}

export const NEW_RULE_VALUES: Values = { kind: 'access', method: '*', status: 'ACTIVE', expression: '' };

export type RuleBody = CreateRuleBody | UpdateRuleBody;
