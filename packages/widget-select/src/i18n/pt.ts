import { table } from './messages';

/** Portuguese. */
export const pt = table([
  'Nenhum resultado encontrado',
  'Carregando…',
  'Não foi possível carregar os resultados',
  'Insira pelo menos mais {count} caractere(s)',
  'Criar "{label}"',
  '+{count} mais',
  'Limpar seleção',
  'Remover {label}',
  'Pesquisar',
  '{count} resultados disponíveis',
  '1 resultado disponível',
  'Selecionado: {label}',
  'Removido: {label}',
  'Selecione uma opção.',
  'Selecionados: {count}',
  'Selecionar tudo',
]);
