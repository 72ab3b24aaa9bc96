export { nextTask } from './nextTask.ts';
