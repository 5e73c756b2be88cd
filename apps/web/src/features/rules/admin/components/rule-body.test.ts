import { createRuleBodySchema, type Rule, updateRuleBodySchema } from '@tutor/contract/rules';
import { describe, expect, it } from 'vitest';
import { createRuleInput, NEW_RULE_VALUES, ruleFormValues, updateRuleInput } from './rule-body';

const stored = (overrides: Partial<Rule>): Rule => ({
  id: 1,
  kind: 'access',
  method: null,
  route: null,
  expression: null,
  permission: null,
  slug: null,
  targetUrl: null,
  status: 'ACTIVE',
  createdAt: '2025-03-07T00:00:00Z',
  updatedAt: '2025-03-07T00:00:00Z',
  ...overrides,
});

describe('rule bodies', () => {
  it('sends only the access fields for an access rule, even after the form showed redirect ones', () => {
    const values = {
      ...NEW_RULE_VALUES,
      route: '/api/admin/reports/*',
      permission: 'exam-report:read',
      slug: 'khuyen-mai',
      targetUrl: '/x',
    };
    const body = createRuleInput(values);
    expect(body).toEqual({
      kind: 'access',
      method: '*',
      route: '/api/admin/reports/*',
      expression: '',
      permission: 'exam-report:read',
      status: 'ACTIVE',
    });
    expect(createRuleBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends only the redirect fields for a redirect rule', () => {
    const body = createRuleInput({
      kind: 'redirect',
      slug: 'khuyen-mai',
      targetUrl: '/tin-tuc',
      route: '/api/x',
      status: 'INACTIVE',
    });
    expect(body).toEqual({ kind: 'redirect', slug: 'khuyen-mai', targetUrl: '/tin-tuc', status: 'INACTIVE' });
    expect(createRuleBodySchema.safeParse(body).success).toBe(true);
  });

  it('updates keep the kind and leave the other kind’s fields out', () => {
    const body = updateRuleInput('redirect', {
      slug: 'he-2025',
      targetUrl: 'https://toanhay.vn/he',
      method: 'GET',
      status: 'ACTIVE',
    });
    expect(body).toEqual({ slug: 'he-2025', targetUrl: 'https://toanhay.vn/he', status: 'ACTIVE' });
    expect(updateRuleBodySchema.safeParse(body).success).toBe(true);
  });

  it('starts an edit form from the stored rule without the other kind’s nulls', () => {
    expect(
      ruleFormValues(
        stored({ kind: 'access', method: 'GET', route: '/api/admin/books', permission: 'book:read' }),
      ),
    ).toEqual({
      kind: 'access',
      status: 'ACTIVE',
      method: 'GET',
      route: '/api/admin/books',
      expression: '',
      permission: 'book:read',
    });
    expect(ruleFormValues(stored({ kind: 'redirect', slug: 'he-2025', targetUrl: '/tin-tuc' }))).toEqual({
      kind: 'redirect',
      status: 'ACTIVE',
      slug: 'he-2025',
      targetUrl: '/tin-tuc',
    });
  });
});
