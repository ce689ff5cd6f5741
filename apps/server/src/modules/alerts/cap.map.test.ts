import {
  ALERT_DURATION_MAX_MINUTES,
  ALERT_NAME_MAX_LENGTH,
  ALERT_PRIORITY_MAX,
  ALERT_PRIORITY_MIN,
  ALERT_TEXT_MAX_LENGTH,
} from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { CapError } from './cap.error.js';
import { capFixture } from '../../test/cap-fixtures.js';
import { CAP_SEVERITY_COLORS, capAlertFields, cutText, type CapDefaults } from './cap.map.js';
import { parseCapMessage, type CapInfo, type CapMessage } from './cap.parse.js';

const DEFAULTS: CapDefaults = {
  type: 'custom',
  backgroundColor: '#1E3A8A',
  textColor: '#FFFFFF',
  continuous: false,
  durationMinutes: 30,
};

const SENT = new Date('2026-05-01T10:00:00Z');

function info(fields: Partial<CapInfo> = {}): CapInfo {
  return {
    language: 'en-US',
    categories: ['Safety'],
    event: 'Evacuation',
    urgency: 'Expected',
    severity: 'Moderate',
    certainty: 'Likely',
    headline: null,
    description: null,
    instruction: null,
    effective: null,
    onset: null,
    expires: null,
    senderName: null,
    ...fields,
  };
}

function capMessage(fields: Partial<CapMessage> = {}): CapMessage {
  return {
    identifier: 'M-1',
    sender: 'alerts@example.com',
    sent: SENT,
    status: 'Actual',
    msgType: 'Alert',
    scope: 'Public',
    references: [],
    infos: [info()],
    ...fields,
  };
}

function refusal(message: CapMessage, now = SENT): CapError {
  try {
    capAlertFields(message, now, DEFAULTS);
  } catch (error) {
    if (error instanceof CapError) return error;
    throw error;
  }
  throw new Error('the message was mapped');
}

/** WCAG contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((at) => {
      const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('the alert a CAP message raises', () => {
  it('maps the severe thunderstorm warning: weather, high priority, dark orange, until it expires', () => {
    const storm = parseCapMessage(capFixture('severe-thunderstorm.xml'));
    const fields = capAlertFields(storm, new Date('2003-06-17T22:00:00Z'), DEFAULTS);
    expect(fields).toEqual({
      identifier: 'KSTO1055887203',
      msgType: 'Alert',
      references: [],
      type: 'weather',
      priority: 8,
      backgroundColor: '#9A3412',
      textColor: '#FFFFFF',
      durationMinutes: 60,
      texts: [
        {
          language: 'en-US',
          name: 'SEVERE THUNDERSTORM WARNING',
          description: expect.stringMatching(/^AT 254 PM PDT.*MOVING EAST AT 5 MPH\.$/) as string,
          instructions: 'TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.',
        },
      ],
    });
  });

  it('maps the homeland security advisory to security, for the integration’s duration', () => {
    const advisory = parseCapMessage(capFixture('homeland-security.xml'));
    const fields = capAlertFields(advisory, new Date('2003-04-02T20:00:00Z'), DEFAULTS);
    expect(fields).toMatchObject({ type: 'security', priority: 8, durationMinutes: 30 });
    expect(capAlertFields(advisory, SENT, { ...DEFAULTS, continuous: true }).durationMinutes).toBeNull();
  });

  it('maps the earthquake update to safety, references and all, with the lowest colours of the integration', () => {
    const quake = parseCapMessage(capFixture('earthquake-update.xml'));
    const fields = capAlertFields(quake, SENT, DEFAULTS);
    expect(fields).toMatchObject({
      msgType: 'Update',
      references: ['TRI13970876.1'],
      type: 'safety',
      priority: 1,
      backgroundColor: DEFAULTS.backgroundColor,
      textColor: DEFAULTS.textColor,
    });
    // no instruction: the event stands in
    expect(fields.texts[0]).toMatchObject({ name: 'EQ 3.4 Imperial County CA', instructions: 'Earthquake' });
  });

  it('gives the amber alert one text per language', () => {
    const amber = parseCapMessage(capFixture('amber-alert.xml'));
    const fields = capAlertFields(amber, SENT, DEFAULTS);
    expect(fields.type).toBe('custom');
    expect(fields.texts.map((text) => [text.language, text.name, text.instructions])).toEqual([
      ['en-US', 'Amber Alert in Los Angeles County', 'Child Abduction'],
      ['es-US', 'Alerta Amber en el condado de Los Ángeles', 'Abducción de Niño'],
    ]);
  });

  it('maps a cancel to the messages it references', () => {
    const cancel = parseCapMessage(capFixture('flood-cancel.xml'));
    const fields = capAlertFields(cancel, new Date('2026-04-12T22:31:00Z'), DEFAULTS);
    expect(fields).toMatchObject({
      msgType: 'Cancel',
      references: ['QC-FLOOD-2026-0412-1', 'QC-FLOOD-2026-0412-2'],
      texts: [
        { language: 'fr-CA', name: "Fin de l'alerte d'inondation" },
        { language: 'en-CA', name: 'Flood warning ended' },
      ],
    });
    // a cancel needs no info block
    expect(
      capAlertFields(capMessage({ msgType: 'Cancel', references: ['M-0'], infos: [] }), SENT, DEFAULTS),
    ).toMatchObject({
      type: DEFAULTS.type,
      texts: [],
    });
  });

  it.each([
    ['Met', 'weather'],
    ['Fire', 'fire'],
    ['Health', 'health'],
    ['Env', 'environment'],
    ['Infra', 'infrastructure'],
    ['Safety', 'safety'],
    ['Security', 'security'],
    ['Geo', 'safety'],
    ['Rescue', 'custom'],
    ['Transport', 'custom'],
    ['CBRNE', 'custom'],
    ['Other', 'custom'],
  ])('gives the category %s the type %s', (category, type) => {
    expect(
      capAlertFields(capMessage({ infos: [info({ categories: [category] })] }), SENT, DEFAULTS).type,
    ).toBe(type);
  });

  it('takes the first category that has a type of its own', () => {
    const infos = [info({ categories: ['Other', 'Fire', 'Met'] })];
    expect(capAlertFields(capMessage({ infos }), SENT, DEFAULTS).type).toBe('fire');
  });

  it.each([
    ['Extreme', 'Immediate', 10],
    ['Extreme', 'Future', 9],
    ['Severe', 'Immediate', 8],
    ['Severe', 'Expected', 7],
    ['Severe', 'Past', 6],
    ['Moderate', 'Immediate', 5],
    ['Moderate', 'Expected', 4],
    ['Moderate', 'Unknown', 3],
    ['Minor', 'Immediate', 2],
    ['Minor', 'Past', 1],
    ['Unknown', 'Immediate', 1],
  ])('ranks %s and %s at priority %i', (severity, urgency, priority) => {
    const fields = capAlertFields(capMessage({ infos: [info({ severity, urgency })] }), SENT, DEFAULTS);
    expect(fields.priority).toBe(priority);
    expect(fields.priority).toBeGreaterThanOrEqual(ALERT_PRIORITY_MIN);
    expect(fields.priority).toBeLessThanOrEqual(ALERT_PRIORITY_MAX);
  });

  it('colours by severity, legibly, and keeps the integration’s colours for minor and unknown', () => {
    const colors = (severity: string) => {
      const fields = capAlertFields(capMessage({ infos: [info({ severity })] }), SENT, DEFAULTS);
      return { backgroundColor: fields.backgroundColor, textColor: fields.textColor };
    };
    expect(colors('Extreme')).toEqual({ backgroundColor: '#7F1D1D', textColor: '#FFFFFF' });
    expect(colors('Severe')).toEqual({ backgroundColor: '#9A3412', textColor: '#FFFFFF' });
    expect(colors('Moderate')).toEqual({ backgroundColor: '#FBBF24', textColor: '#111827' });
    for (const severity of ['Minor', 'Unknown']) {
      expect(colors(severity)).toEqual({
        backgroundColor: DEFAULTS.backgroundColor,
        textColor: DEFAULTS.textColor,
      });
    }
    for (const pair of Object.values(CAP_SEVERITY_COLORS)) {
      expect(contrast(pair?.backgroundColor ?? '', pair?.textColor ?? '')).toBeGreaterThanOrEqual(7);
    }
  });

  it('lasts until the message expires, counted from now or from when it takes effect', () => {
    const now = new Date('2026-05-01T10:10:00Z');
    const lasting = (fields: Partial<CapInfo>) =>
      capAlertFields(capMessage({ infos: [info(fields)] }), now, DEFAULTS).durationMinutes;
    expect(lasting({ expires: new Date('2026-05-01T11:00:00Z') })).toBe(50);
    expect(lasting({ expires: new Date('2026-05-01T11:00:30Z') })).toBe(51);
    expect(
      lasting({ expires: new Date('2026-05-01T11:00:00Z'), effective: new Date('2026-05-01T10:30:00Z') }),
    ).toBe(30);
    expect(lasting({ expires: new Date('2026-05-01T10:10:20Z') })).toBe(1);
    expect(lasting({ expires: new Date('2026-06-30T00:00:00Z') })).toBe(ALERT_DURATION_MAX_MINUTES);
  });

  it('falls back from headline to event for the name, and to headline then event for the description', () => {
    const [text] = capAlertFields(
      capMessage({ infos: [info({ headline: 'Leave building B' })] }),
      SENT,
      DEFAULTS,
    ).texts;
    expect(text).toEqual({
      language: 'en-US',
      name: 'Leave building B',
      description: 'Leave building B',
      instructions: 'Evacuation',
    });
    const [bare] = capAlertFields(capMessage(), SENT, DEFAULTS).texts;
    expect(bare).toMatchObject({ name: 'Evacuation', description: 'Evacuation' });
  });

  it('cuts long texts to the alert limits', () => {
    const infos = [
      info({ headline: 'H'.repeat(500), description: 'D'.repeat(5000), instruction: 'I'.repeat(5000) }),
    ];
    const [text] = capAlertFields(capMessage({ infos }), SENT, DEFAULTS).texts;
    expect(text?.name).toHaveLength(ALERT_NAME_MAX_LENGTH);
    expect(text?.name.endsWith('…')).toBe(true);
    expect(text?.description).toHaveLength(ALERT_TEXT_MAX_LENGTH);
    expect(text?.instructions).toHaveLength(ALERT_TEXT_MAX_LENGTH);
    // never between the halves of a character
    expect(cutText(`${'a'.repeat(8)}😀😀`, 10)).toBe(`${'a'.repeat(8)}…`);
  });

  it('keeps the first text of each language', () => {
    const infos = [
      info({ language: 'en-US', headline: 'First' }),
      info({ language: 'EN-us', headline: 'Again' }),
      info({ language: 'sv', headline: 'Första' }),
    ];
    const { texts } = capAlertFields(capMessage({ infos }), SENT, DEFAULTS);
    expect(texts.map((text) => text.name)).toEqual(['First', 'Första']);
  });

  it.each(['Exercise', 'System', 'Test', 'Draft'] as const)('ignores a message marked %s', (status) => {
    const error = refusal(capMessage({ status }));
    expect(error.code).toBe('CAP_IGNORED');
    expect(error.message).toContain(`marked ${status}`);
  });

  it.each(['Ack', 'Error'] as const)('ignores an %s', (msgType) => {
    expect(refusal(capMessage({ msgType, references: ['M-0'] })).code).toBe('CAP_IGNORED');
  });

  it('ignores an alert without an info block, or one already expired', () => {
    expect(refusal(capMessage({ infos: [] })).message).toBe('The message has no <info> block to show.');
    const expired = refusal(capMessage({ infos: [info({ expires: new Date('2026-05-01T09:00:00Z') })] }));
    expect(expired.code).toBe('CAP_IGNORED');
    expect(expired.message).toContain('expired at 2026-05-01T09:00:00.000Z');
  });

  it('refuses an update or cancel that references nothing', () => {
    for (const msgType of ['Update', 'Cancel'] as const) {
      const error = refusal(capMessage({ msgType }));
      expect(error.code).toBe('CAP_INVALID');
      expect(error.message).toContain('<references>');
    }
  });
});
