/* global expect */
// Loaded by test-runner-jest.config.js in every test-runner worker: the visual check of
// .storybook/test-runner.ts compares screenshots with jest-image-snapshot.
import { toMatchImageSnapshot } from 'jest-image-snapshot';

expect.extend({ toMatchImageSnapshot });
