Notify { tag => 'web', loglevel => 'warning' }
$v1 = 'val'
notify { 'n1': withpath => true, * => { 'message' => "${module_name} says hi" } }
notify { 'n2': subscribe => Notify['n1'], require => Notify['n1'], tag => 'db' }
notify { 'n3': subscribe => Notify['n2'] }
$v5 = { 'k' => 'v' }
Notify { before => [Notify['n2'], Notify['n1']], withpath => false }
Notify { notify => Notify['n1'] }
exec { 'run1': command => '/usr/bin/env echo hi', tag => ['beta', 'web'], subscribe => [Notify['n2'], Notify['n3']] }
