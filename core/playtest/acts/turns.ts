/**
 * The turn's sequence in the playtest: a player turn ends and the next side becomes active (B:2423), a
 * turn ends and the initiative is decided again, or rolled for when the scenario says so (B:395).
 */
import { Refusal, type Command } from '../../history';
import { plural } from '../../model/plural';
import { rollerAt } from '../dice';
import { activeSide, initiativeWithoutDice, PLAYTEST_RULES, sideName, sidesInOrder, type Playtest, type PlaytestDice, type PlaytestGround } from '../state';
import { clearTurn, logWith, setDrawn } from './common';

/**
 * Ends the active side's player turn: the next side becomes active and the others react (B:2423); after
 * every side has been active the turn ends and the next begins, its initiative decided again (the same
 * side, the most leadership now on the table, or rolled for when the scenario says so).
 */
export function nextPlayerTurn(ground: PlaytestGround): Command<Playtest> {
  return {
    label: 'Next player turn',
    patches: (playtest) => {
      if (!playtest.initiative) throw new Refusal('Roll for the initiative first.');
      const order = sidesInOrder(ground, playtest);
      if (playtest.playerTurn + 1 < order.length) {
        const next = { ...playtest, playerTurn: playtest.playerTurn + 1 };
        const active = activeSide(ground, next)!;
        return [{ op: 'set', path: ['playerTurn'], value: next.playerTurn }, ...clearTurn(playtest), ...logWith(ground, next, [{ kind: 'phase', text: `Turn ${playtest.turn}: ${sideName(ground, active)} active, ${reacting(ground, next)} reacting.` }], { do: 'next-turn' })];
      }
      const turn = playtest.turn + 1;
      const decided = initiativeWithoutDice(ground, playtest);
      const next: Playtest = { ...playtest, turn, playerTurn: 0, initiative: decided?.side ?? null };
      const over = turn > ground.turns ? ` The scenario lasts ${plural(ground.turns, 'turn')}: play on as you wish.` : '';
      const text = decided
        ? `Turn ${turn}: ${sideName(ground, decided.side)} has the initiative and is active, ${reacting(ground, next)} reacting.${over}`
        : `Turn ${turn}: roll for the initiative.${over}`;
      return [
        { op: 'set', path: ['turn'], value: turn },
        { op: 'set', path: ['playerTurn'], value: 0 },
        { op: 'set', path: ['initiative'], value: next.initiative },
        ...clearTurn(playtest),
        ...logWith(ground, next, [{ kind: 'phase', text, ...(decided ? { trace: [{ step: 'initiative', value: sideName(ground, decided.side), detail: decided.why, source: decided.source }] } : {}) }], { do: 'next-turn' }),
      ];
    },
  };
}

const reacting = (ground: PlaytestGround, playtest: Playtest): string => {
  const active = activeSide(ground, playtest);
  return sidesInOrder(ground, playtest).filter((s) => s !== active).map((s) => sideName(ground, s)).join(' and ');
};

/**
 * Rolls for the initiative when the scenario has it rolled each turn: each side rolls a die, the highest
 * is active first, ties roll again (the book's competitive die roll for meeting engagements; its own
 * scenarios all name the side, B:395).
 */
export function rollInitiative(ground: PlaytestGround): Command<Playtest> {
  return {
    label: 'Roll for the initiative',
    patches: (playtest) => {
      if (playtest.initiative) throw new Refusal(`${sideName(ground, playtest.initiative)} already has the initiative this turn.`);
      if (ground.initiative?.rule !== 'roll-each-turn') throw new Refusal('The scenario does not have the initiative rolled for.');
      const sides = ground.sides.map((s) => s.id);
      const roller = rollerAt(playtest);
      const dice: PlaytestDice[] = [];
      let contenders = sides;
      for (;;) {
        const rolled = contenders.map((side) => {
          const faces = roller.roll(1);
          dice.push({ what: sideName(ground, side), faces });
          return { side, die: faces[0]! };
        });
        const best = Math.max(...rolled.map((r) => r.die));
        contenders = rolled.filter((r) => r.die === best).map((r) => r.side);
        if (contenders.length === 1) break;
      }
      const side = contenders[0]!;
      const next: Playtest = { ...playtest, initiative: side, playerTurn: 0 };
      const rolls = dice.map((d) => `${d.what} ${d.faces[0]}`).join(', ');
      return [
        { op: 'set', path: ['initiative'], value: side },
        setDrawn(roller.drawn()),
        ...logWith(ground, next, [{ kind: 'initiative', text: `Turn ${playtest.turn}: ${rolls}. ${sideName(ground, side)} has the initiative and is active, ${reacting(ground, next)} reacting.`, dice, trace: [{ step: 'initiative', value: sideName(ground, side), detail: `Each side rolls a die; the highest is active first, ties roll again: ${rolls}.`, source: PLAYTEST_RULES.initiativeByScenario.source }] }], { do: 'initiative' }),
      ];
    },
  };
}
