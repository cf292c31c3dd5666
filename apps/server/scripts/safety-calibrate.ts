// npm run safety:calibrate — sets the operating point of the trained crisis model without training
// again: scores the CALIBRATION part of the safety corpus (never trained on) and moves the dev
// thresholds together until its false-positive rate reaches the budget (safety-calibration.ts).
// safety:train does the same as its last step; this command redoes it when only the calibration
// part changed. The weights are not touched. Options: --model FILE, --corpus DIR (holding calibration/).
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { deserialise, MODEL_FILE, serialise } from '../src/modules/safety/classifier/model';
import { loadCorpus } from '../src/modules/safety/evaluation';
import { calibrateHeader, describeCalibration } from './safety-calibration';
import { option } from './safety-data';

const modelFile = option('--model') ?? MODEL_FILE;
const weights = deserialise(readFileSync(modelFile));
const samples = loadCorpus('calibration', option('--corpus'));
if (!samples.length) throw new Error('no calibration part found (safety-corpus/calibration/<lang>-<round>.json)');
const { header, calibration } = calibrateHeader(weights, samples);
const file = serialise(header, weights.crisis as Int8Array, weights.classes as Int8Array[]);
writeFileSync(modelFile, file);
console.info(describeCalibration(calibration!, samples.length));
console.info(`wrote ${modelFile} (sha256 ${createHash('sha256').update(file).digest('hex').slice(0, 16)})`);
