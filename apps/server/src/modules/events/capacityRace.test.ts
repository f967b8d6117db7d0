import { afterAll, beforeAll, it } from 'vitest';
import { capacityRaceTrial } from '../../test/capacityRace.js';
import { createTestApp, describeEachDatabase, type TestApp } from '../../test/harness.js';

describeEachDatabase('lowering a capacity while booking (issue #9 §6.4)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('never sells more than the capacity the variation ends with, over several trials', async () => {
    for (const putAfter of [0, 5, 10, 20, 30, 45]) await capacityRaceTrial([t.app], t.admin, t.handle.db, putAfter);
  }, 120_000);
});
