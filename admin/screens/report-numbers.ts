/** Numbers on the Reports screen, as the owner reads them: 1,204 and 3.5%. */
export const count = (n: number) => n.toLocaleString('en-US')
export const percent = (n: number) => `${(n * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`
