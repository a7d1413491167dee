stage { 'pre': before => Stage['main'] }
tag 'gamma'
notify {
  default: message => 'multi
line', tag => 'alpha';
  'n1': noop => false;
  'n2': withpath => true, message => 'world';
}
notify { 'n3': message => 'x y' }
Notify['n2'] <- File <| message == 'world' or ensure == 'present' |> -> Notify['n1']
service { 'svc1': require => [Notify['n2']], * => {  } }
User { before => Notify['n1'] }
if defined(Notify['n2']) {
  notify { 'if-n1': }
} else {
  notify { 'else-n1': message => 'not' }
}
notify { 'n4': tag => ['web', 'db'], notify => [Notify['n2'], Notify['n1']] }
Package { tag => 'gamma', loglevel => 'warning' }
user { 'user1': subscribe => Service['svc1'], notify => [Notify['n2'], Notify['n3']] }
user { 'user2': groups => 'users' }
