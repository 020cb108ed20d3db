// `registerLocale` comes from the core: the script-tag build of this file maps
// '../i18n' to the global `SelectWidget` (see tsdown.config.ts).
import { registerLocale } from '../i18n';
import { table } from '../i18n/messages';

/** Portuguese. */
registerLocale(
  'pt',
  table([
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
    'Digite para pesquisar',
    'Tentar novamente',
    'Selecionados',
    'Pressione Delete para remover.',
    'Pressione Alt+Esquerda ou Alt+Direita para mover.',
    '{label} movido para a posição {position} de {count}',
    'Pressione Enter para tentar novamente.',
    'Nenhuma seleção',
    'Concluído',
    'Selecionar os {count} resultados',
    'Carregando todos os resultados: {count} carregados',
    '{label}, parcialmente selecionado',
  ]),
);
