exec { 'run1': command => '/usr/bin/env echo hi', * => { 'loglevel' => 'info', 'refreshonly' => true } }
Exec['run1'] -> File <| tag != 'web' |> <- Exec['run1']
notify { 'n1': tag => 'beta', noop => false, before => Exec['run1'] }
notify { 'n2': notify => Exec['run1'], * => {  } }
Notify['n1'] { require +> Exec['run1'] }
service { 'svc1': require => [Notify['n2']], tag => ['alpha', 'gamma'] }
User { tag => 'beta' }
Notify { noop => true }
service { 'svc2': tag => 'web' }
service { 'svc3': noop => true, * => {  } }
