import type { Clock } from '../shared/clock.port';
import { greetingAt, type Greeting } from './greeting';

/** 'Good morning', 'Good afternoon' or 'Good evening' for the password page, from the Clock. */
export class GetGreeting {
  constructor(private readonly clock: Clock) {}

  execute(): Greeting {
    return greetingAt(this.clock.now());
  }
}
