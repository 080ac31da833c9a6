import { lastCepstralMean } from '@/ws-server/stt/pocketsphinx/cepstral-mean';

describe('the cepstral mean a pocketsphinx log reports', () => {
  const update = (values: string) => `INFO: cmn_live.c(120): Update from < 41.00 -5.29 >\nINFO: cmn_live.c(138): Update to   < ${values} >\n`;

  it('takes the last update, in the form -cmninit wants', () => {
    const log = update('57.92  7.09 15.34 23.96 -2.78  0.08  3.15  1.72  1.29  2.90  2.99  8.60  7.08') + update('60  1 2 3 4 5 6 7 8 9 10 11 -12.5');
    expect(lastCepstralMean(log)).toBe('60.00,1.00,2.00,3.00,4.00,5.00,6.00,7.00,8.00,9.00,10.00,11.00,-12.50');
  });

  it('ignores a log without one, or with a malformed one', () => {
    expect(lastCepstralMean('INFO: ngram_search.c(1)')).toBeUndefined();
    expect(lastCepstralMean(update('57.92 7.09'))).toBeUndefined();
    expect(lastCepstralMean(update('57.92 nan 1 2 3 4 5 6 7 8 9 10 11'))).toBeUndefined();
  });
});
