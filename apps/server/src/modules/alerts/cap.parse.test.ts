import { CAP_NAMESPACE } from '@placard/contract';
import { describe, expect, it } from 'vitest';
import { CapError } from './cap.error.js';
import { capFixture } from '../../test/cap-fixtures.js';
import { parseCapMessage } from './cap.parse.js';

function refusal(xml: string): CapError {
  try {
    parseCapMessage(xml);
  } catch (error) {
    if (error instanceof CapError) return error;
    throw error;
  }
  throw new Error('the message was read');
}

/** A minimal valid message with `replace` applied to its text. */
function message(replace: (xml: string) => string = (xml) => xml): string {
  return replace(`<alert xmlns="${CAP_NAMESPACE}">
  <identifier>T-1</identifier><sender>alerts@example.com</sender><sent>2026-05-01T12:00:00+02:00</sent>
  <status>Actual</status><msgType>Alert</msgType><scope>Public</scope>
  <info><category>Safety</category><event>Drill</event><urgency>Expected</urgency>
  <severity>Moderate</severity><certainty>Likely</certainty></info>
</alert>`);
}

describe('reading a CAP 1.2 message', () => {
  it('reads the homeland security advisory', () => {
    expect(parseCapMessage(capFixture('homeland-security.xml'))).toEqual({
      identifier: '43b080713727',
      sender: 'hsas@dhs.gov',
      sent: new Date('2003-04-02T19:39:01Z'),
      status: 'Actual',
      msgType: 'Alert',
      scope: 'Public',
      references: [],
      infos: [
        {
          language: 'en-US',
          categories: ['Security'],
          event: 'Homeland Security Advisory System Update',
          urgency: 'Immediate',
          severity: 'Severe',
          certainty: 'Likely',
          headline: 'Homeland Security Sets Code ORANGE',
          description: expect.stringMatching(/^The Department of Homeland Security has elevated/) as string,
          instruction: expect.stringMatching(/^A High Condition is declared/) as string,
          effective: null,
          onset: null,
          expires: null,
          senderName: 'U.S. Government, Department of Homeland Security',
        },
      ],
    });
  });

  it('reads the severe thunderstorm warning with its expiry', () => {
    const storm = parseCapMessage(capFixture('severe-thunderstorm.xml'));
    expect(storm.infos[0]).toMatchObject({
      categories: ['Met'],
      event: 'SEVERE THUNDERSTORM',
      expires: new Date('2003-06-17T23:00:00Z'),
      instruction: 'TAKE COVER IN A SUBSTANTIAL SHELTER UNTIL THE STORM PASSES.',
    });
  });

  it('reads the earthquake update and the identifier it references', () => {
    const quake = parseCapMessage(capFixture('earthquake-update.xml'));
    expect(quake).toMatchObject({ msgType: 'Update', references: ['TRI13970876.1'] });
    expect(quake.infos[0]).toMatchObject({ categories: ['Geo'], severity: 'Minor', urgency: 'Past' });
  });

  it('reads every language of the amber alert', () => {
    const amber = parseCapMessage(capFixture('amber-alert.xml'));
    expect(amber.infos.map((info) => [info.language, info.headline])).toEqual([
      ['en-US', 'Amber Alert in Los Angeles County'],
      ['es-US', 'Alerta Amber en el condado de Los Ángeles'],
    ]);
  });

  it('reads a prefixed cancel and each message it references', () => {
    const cancel = parseCapMessage(capFixture('flood-cancel.xml'));
    expect(cancel).toMatchObject({
      msgType: 'Cancel',
      references: ['QC-FLOOD-2026-0412-1', 'QC-FLOOD-2026-0412-2'],
    });
    expect(cancel.infos.map((info) => info.language)).toEqual(['fr-CA', 'en-CA']);
  });

  it('takes en-US when an info block names no language', () => {
    expect(parseCapMessage(message()).infos[0]?.language).toBe('en-US');
  });

  it('refuses a DOCTYPE without reading the file or expanding an entity', () => {
    for (const name of ['xxe.xml', 'billion-laughs.xml']) {
      const error = refusal(capFixture(name));
      expect(error.code).toBe('CAP_INVALID');
      expect(error.message).toBe('A DOCTYPE is not accepted.');
    }
  });

  it('refuses what is not well-formed XML', () => {
    const error = refusal(capFixture('invalid.xml'));
    expect(error.code).toBe('CAP_INVALID');
    expect(error.message).toMatch(/^Not well-formed XML/);
    expect(refusal('').message).toMatch(/^(Not well-formed XML|The document has no element)/);
    expect(refusal(message((xml) => xml.replace('T-1', '&undeclared;'))).message).toMatch(
      /^Not well-formed XML/,
    );
  });

  it('refuses another namespace or another root', () => {
    expect(refusal(capFixture('wrong-namespace.xml')).message).toContain(
      'namespace "urn:oasis:names:tc:emergency:cap:1.1"',
    );
    expect(refusal('<alert><identifier>x</identifier></alert>').message).toContain('namespace ""');
    expect(refusal(`<message xmlns="${CAP_NAMESPACE}"/>`).message).toContain('<message>, not a CAP <alert>');
  });

  it.each(['identifier', 'sender', 'sent', 'status', 'msgType', 'scope'])(
    'refuses a message without <%s>',
    (name) => {
      const error = refusal(message((xml) => xml.replace(new RegExp(`<${name}>[^<]*</${name}>`), '')));
      expect(error.code).toBe('CAP_INVALID');
      expect(error.message).toBe(`The <alert> has no <${name}>.`);
    },
  );

  it.each(['category', 'event', 'urgency', 'severity', 'certainty'])(
    'refuses an info block without <%s>',
    (name) => {
      const error = refusal(message((xml) => xml.replace(new RegExp(`<${name}>[^<]*</${name}>`), '')));
      expect(error.message).toBe(`The <info> has no <${name}>.`);
    },
  );

  it('refuses a status, message type, date or reference that is not CAP', () => {
    expect(refusal(message((xml) => xml.replace('>Actual<', '>Real<'))).message).toBe(
      '<status> is Real, not one of Actual, Exercise, System, Test, Draft.',
    );
    expect(refusal(message((xml) => xml.replace('>Alert<', '>Warning<'))).message).toContain(
      '<msgType> is Warning',
    );
    expect(
      refusal(message((xml) => xml.replace('2026-05-01T12:00:00+02:00', 'yesterday'))).message,
    ).toContain('<sent> is not a date');
    expect(
      refusal(message((xml) => xml.replace('<scope>', '<references>T-0</references><scope>'))).message,
    ).toContain('not sender,identifier,sent');
  });

  it('passes over elements of other namespaces', () => {
    const extended = message((xml) =>
      xml.replace('<scope>', '<x:identifier xmlns:x="urn:example">other</x:identifier><scope>'),
    );
    expect(parseCapMessage(extended).identifier).toBe('T-1');
  });
});
