// The chart block's data, read from its `data-block-json`: the variant (bar, line or pie, as spec 001 §3
// names the chart variants), a title and the series. Pure, so the fixture build draws with it too.

import { isRecord } from '../../core/guards';
import { BLOCK_VARIANTS } from '../../platform/block-types';

export type ChartType = (typeof BLOCK_VARIANTS.chart)[number];

export interface ChartSeries {
  name: string;
  values: number[];
}

export interface ChartModel {
  type: ChartType;
  title: string;
  /** The table's first column heading (what the labels are). */
  labelHeading: string;
  labels: string[];
  series: ChartSeries[];
}

/** More would not fit the drawing (labels overlap past this on a phone); the builder's editor stops here too. */
const MAX_LABELS = 24;
const MAX_SERIES = 6;
/** Values past this (either sign) are refused: the axis is drawn from their difference and sum, which
 *  at ±1.7e308 are no longer numbers, and the labels print every digit up to it exactly. */
const MAX_VALUE = 1e15;

export function parseChart(raw: unknown): ChartModel {
  if (!isRecord(raw)) throw new TypeError('chart: the block data must be an object');
  const type = raw['chartType'];
  if (!BLOCK_VARIANTS.chart.includes(type as ChartType))
    throw new TypeError(`chart: "chartType" must be one of ${BLOCK_VARIANTS.chart.join(', ')}`);
  const data = raw['data'];
  if (!isRecord(data)) throw new TypeError('chart: "data" must be an object with labels and series');
  const labels = parseLabels(data['labels']);
  const series = parseSeries(data['series'], labels.length);
  if (type === 'pie') checkPie(series);
  return {
    type: type as ChartType,
    title: optionalText(raw, 'title'),
    labelHeading: optionalText(raw, 'labelHeading') || 'Category',
    labels,
    series,
  };
}

function parseLabels(value: unknown): string[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_LABELS || !value.every((label) => typeof label === 'string')) {
    throw new TypeError(`chart: "data.labels" must be 1 to ${MAX_LABELS} strings`);
  }
  return value as string[];
}

function parseSeries(value: unknown, count: number): ChartSeries[] {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_SERIES)
    throw new TypeError(`chart: "data.series" must hold 1 to ${MAX_SERIES} series`);
  return value.map((each, i) => {
    if (!isRecord(each)) throw new TypeError(`chart: series ${i + 1} must be an object`);
    const values = each['values'];
    if (!Array.isArray(values) || values.length !== count || !values.every((v) => typeof v === 'number' && Math.abs(v) <= MAX_VALUE)) {
      throw new TypeError(`chart: series ${i + 1} must have ${count} finite numbers, one a label, none past ±1e15`);
    }
    return { name: typeof each['name'] === 'string' ? each['name'] : `Series ${i + 1}`, values: values as number[] };
  });
}

/** A pie has one series of shares: none negative, some above zero. */
function checkPie(series: ChartSeries[]): void {
  const values = series[0]?.values ?? [];
  if (series.length !== 1 || values.some((v) => v < 0) || !values.some((v) => v > 0)) {
    throw new TypeError('chart: a pie has one series of values, none negative and not all zero');
  }
}

function optionalText(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw new TypeError(`chart: "${key}" must be a string`);
  return value.trim();
}

/** How many data points the drawing has (bars, line points or slices). */
export function pointCount(model: ChartModel): number {
  return model.type === 'pie' ? model.labels.length : model.labels.length * model.series.length;
}
