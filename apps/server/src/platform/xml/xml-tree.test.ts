import { describe, expect, it } from 'vitest';
import { childElements, parseXml, serializeXml, textOf, XmlError } from './xml-tree.js';

describe('reading XML safely', () => {
  it('gives each element its namespace and local name, whatever its prefix', () => {
    const root = parseXml(
      '<a:root xmlns:a="urn:a" xmlns="urn:b"><a:item id="1">x &amp; <![CDATA[<y>]]></a:item><item/></a:root>',
    );
    expect(root).toMatchObject({ namespace: 'urn:a', name: 'root' });
    const [item] = childElements(root, 'urn:a', 'item');
    expect(item?.attributes).toEqual({ id: '1' });
    expect(textOf(item ?? root)).toBe('x & <y>');
    expect(childElements(root, 'urn:b').map((element) => element.name)).toEqual(['item']);
  });

  it('passes over white space before the XML declaration', () => {
    expect(parseXml('\n  <?xml version="1.0" encoding="UTF-8"?><feed/>').name).toBe('feed');
  });

  it('writes an element back as a document of its own that reads the same', () => {
    const root = parseXml(
      '<p:feed xmlns:p="urn:feed"><c:alert xmlns:c="urn:cap"><c:note>1 &lt; 2</c:note><other xmlns="urn:x"/></c:alert></p:feed>',
    );
    const [alert] = childElements(root, 'urn:cap', 'alert');
    const xml = serializeXml(alert ?? root);
    expect(xml).toBe('<alert xmlns="urn:cap"><note>1 &lt; 2</note><other xmlns="urn:x"></other></alert>');
    expect(parseXml(xml)).toEqual(alert);
  });

  it('refuses any DOCTYPE, an undeclared entity, and elements nested too deep', () => {
    expect(() => parseXml('<!DOCTYPE a><a/>')).toThrow(new XmlError('A DOCTYPE is not accepted.'));
    expect(() => parseXml('<a>&nbsp;</a>')).toThrow(/^Not well-formed XML/);
    expect(() => parseXml(`${'<a>'.repeat(65)}${'</a>'.repeat(65)}`)).toThrow('nested more than 64 deep');
    expect(parseXml(`${'<a>'.repeat(64)}${'</a>'.repeat(64)}`).name).toBe('a');
  });
});
