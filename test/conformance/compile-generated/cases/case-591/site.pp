define d1 (
  $level = 'level-default',
) {
  notify { "${title}-d12": message => $title, require => Notify["${title}-d11"] }
  notify { "${title}-d11": message => $title, tag => 'db' }
}
notify { 'n1': noop => false, message => "${module_name} says hi" }
package { 'pkg1': before => Notify['n1'] }
notify { 'n2': tag => 'db', notify => [Package['pkg1'], Notify['n1']] }
package { ['pkg2', 'pkg3', 'pkg4']: require => Package['pkg1'] }
tag 'alpha'
@notify { 'n3': withpath => true, before => Package['pkg4'] }
