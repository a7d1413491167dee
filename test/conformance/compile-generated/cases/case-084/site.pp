define d1 (
  $msg = 'msg-default',
) {
  notify { "${title}-d11": message => $msg, tag => 'gamma' }
}
class c1 {
  exec { 'c1-run1': command => '/usr/bin/env echo hi', loglevel => 'info' }
  d1 { ['c1-d1-n1', 'c1-d1-n2']: }
  tag 'alpha'
  package { ['c1-pkg1', 'c1-pkg2', 'c1-pkg3']: notify => [Notify['c1-d1-n1-d11'], Notify['c1-d1-n2-d11']] }
}
class c2 inherits c1 {
  Notify['c1-d1-n1-d11'] { tag => ['beta', 'web'] }
  require c1
  user { ['c2-user1', 'c2-user2', 'c2-user3']: shell => '/bin/bash' }
}
notify { 'n1': tag => 'alpha', message => "${facts[hostname]} says hi" }
@notify { 'n2': loglevel => 'info' }
Notify['n1'] { require => Notify['n1'] }
