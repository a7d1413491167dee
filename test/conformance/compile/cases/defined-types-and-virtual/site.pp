# defined() as Puppet 7 answers: resources in the catalog (virtual too), type and class names
# (not functions), 'main', Type[...] wrapping a resource type or a class (known, not declared).
@file { '/virtual': }
class declared {}
class known_only {}
include declared
define dd() {}
notify { 'a': message => [
  defined(File['/virtual']), defined(File['/absent']), defined('sprintf'), defined('main'), defined(''),
  defined(Type[Class[known_only]]), defined(Type[Class[nope]]), defined(Class[known_only]), defined(Class[declared]),
  defined(Type[File['/virtual']]), defined(Type[Dd]), defined(Dd), defined('dd'), defined('file'), defined('::declared'),
  defined('settings'), defined(Class['settings']), defined(Type[Class['settings']]), defined(Type[Class['main']]),
  defined('nope', 'declared'),
] }
