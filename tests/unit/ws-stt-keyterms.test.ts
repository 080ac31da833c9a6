import { extractKeyterms } from '@/ws-server/stt/keyterms';

describe('keyterms in other languages', () => {
  it('keeps accented names whole and joins names over their connectors', () => {
    const terms = extractKeyterms(
      'María García. Ingeniera de Software. Universidad Politécnica de Madrid. Diseño de APIs con PostgreSQL y Kubernetes. Lideré la migración en Northwind.',
      'Buscamos una Ingeniera de Software Sénior para Northwind en Madrid.',
    );
    expect(terms).toEqual(expect.arrayContaining(['María García', 'Universidad Politécnica de Madrid', 'Ingeniera de Software Sénior', 'PostgreSQL', 'Northwind']));
    // No term is cut at an accented letter, and none ends on a connector.
    for (const term of terms) {
      expect(term).not.toMatch(/^(?:Garc|Polit|Dise|Inform)$/);
      expect(term).not.toMatch(/ (?:de|of)$/);
    }
  });

  it('finds the Latin technical names in a Hindi resume', () => {
    expect(extractKeyterms('मैंने PostgreSQL और Kubernetes के साथ Node.js सेवाएँ बनाईं।', '')).toEqual(expect.arrayContaining(['PostgreSQL', 'Node.js']));
  });
});
