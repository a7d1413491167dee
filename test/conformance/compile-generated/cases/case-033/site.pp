class c1 {
  exec { 'c1-run1': command => '/usr/bin/env echo hi' }
  user { 'c1-user1': groups => [] }
}
class c2 {
  Service <| ensure == 'running' and title == 'n1' |> { tag => 'web' }
  notify { 'c2-n1': tag => 'web' }
  notify { 'c2-n2': tag => 'beta', message => '' }
  notify { 'c2-n3': message => 'world' }
}
user { 'user1': shell => '/bin/sh', * => {  } }
require c1
Exec { tag => 'db' }
notify { ['n1', 'n2', 'n3']: noop => true, notify => User['c1-user1'] }
notify { 'n4': before => Notify['n3'], message => "${facts[hostname]} says hi", subscribe => Exec['c1-run1'] }
tag 'web'
