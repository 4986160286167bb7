// The chart's own words (the spec gives none): its name by variant, a data point's name, the table toggle.

import type { ChartModel, ChartType } from './model';

const NAMES: Record<ChartType, string> = { bar: 'Bar chart', line: 'Line chart', pie: 'Pie chart' };

export const SHOW_TABLE = 'Show data table';
export const HIDE_TABLE = 'Hide data table';

export const chartName = (type: ChartType): string => NAMES[type];

const number = (value: number): string => value.toLocaleString('en-US', { maximumFractionDigits: 2 });

/** A pie slice's share of the whole, in whole percent. */
function share(values: readonly number[], index: number): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  return `${Math.round(((values[index] ?? 0) / total) * 100)}%`;
}

/** "March: 42", with the series when there are several ("March, 2025: 42"), a pie's share ("Tea: 30 (25%)"). */
export function pointLabel(model: ChartModel, series: number, index: number): string {
  const values = model.series[series]?.values ?? [];
  const label = model.labels[index] ?? '';
  const value = number(values[index] ?? 0);
  if (model.type === 'pie') return `${label}: ${value} (${share(values, index)})`;
  return model.series.length > 1 ? `${label}, ${model.series[series]?.name ?? ''}: ${value}` : `${label}: ${value}`;
}

/** A table cell: the value, and a pie's share. */
export function tableText(model: ChartModel, values: readonly number[], index: number): string {
  const value = number(values[index] ?? 0);
  return model.type === 'pie' ? `${value} (${share(values, index)})` : value;
}
