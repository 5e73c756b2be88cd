import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { clampPercent, ProgressBar } from './progress-bar';

describe('progress bar', () => {
  it('shows a whole percent within 0–100', () => {
    expect(clampPercent(45.6)).toBe(46);
    expect(clampPercent(130)).toBe(100);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(null)).toBe(0);
    expect(clampPercent(Number.NaN)).toBe(0);
  });

  it('tells assistive technology what it measures and how far it is', () => {
    const html = renderToStaticMarkup(<ProgressBar value={62.4} label="Tiến độ khoá học" />);
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-label="Tiến độ khoá học"');
    expect(html).toContain('aria-valuenow="62"');
    expect(html).toContain('width:62%');
    expect(html).toContain('62%</span>');
  });
});
