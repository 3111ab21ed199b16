/**
 * L2-regularised logistic regression by Newton's method (iteratively reweighted least squares):
 * a few dozen features and a few thousand rows, so each step solves a small linear system exactly.
 * Rows of the rare class can weigh more, so that a model meant to catch mistakes does not learn to
 * call everything right.
 */
export interface Fitted {
  bias: number;
  weights: number[];
}

function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(m[r]![c]!) > Math.abs(m[p]![c]!)) p = r;
    [m[c], m[p]] = [m[p]!, m[c]!];
    const pivot = m[c]![c]! || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = m[r]![c]! / pivot;
      if (f) for (let k = c; k <= n; k++) m[r]![k]! -= f * m[c]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / (row[i]! || 1e-12));
}

export function fitLogistic(
  x: number[][],
  y: number[],
  options: { l2?: number; positiveWeight?: number; iterations?: number } = {},
): Fitted {
  const { l2 = 1, positiveWeight = 1, iterations = 25 } = options;
  const d = (x[0]?.length ?? 0) + 1;
  let w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const hess = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    x.forEach((row, i) => {
      const v = [1, ...row];
      const z = v.reduce((s, xi, k) => s + xi * w[k]!, 0);
      const p = 1 / (1 + Math.exp(-z));
      const weight = y[i] ? positiveWeight : 1;
      const r = p * (1 - p) * weight;
      for (let a = 0; a < d; a++) {
        grad[a]! += (p - y[i]!) * weight * v[a]!;
        if (!v[a]) continue;
        for (let b = 0; b < d; b++) hess[a]![b]! += r * v[a]! * v[b]!;
      }
    });
    for (let a = 1; a < d; a++) {
      grad[a]! += l2 * w[a]!;
      hess[a]![a]! += l2;
    }
    hess[0]![0]! += 1e-6;
    const step = solve(hess, grad);
    w = w.map((wi, k) => wi - step[k]!);
    if (Math.max(...step.map(Math.abs)) < 1e-6) break;
  }
  return { bias: w[0]!, weights: w.slice(1) };
}

export const predict = (m: Fitted, row: number[]): number =>
  1 / (1 + Math.exp(-(m.bias + row.reduce((s, xi, k) => s + xi * (m.weights[k] ?? 0), 0))));
