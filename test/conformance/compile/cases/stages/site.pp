stage { 'pre': before => Stage['main'] }
stage { 'post': }
Stage['main'] -> Stage['post']
class s1 { notify { 's1': } include s2 }
class s2 { notify { 's2': } }
class s3 inherits s4 { notify { 's3': } }
class s4 { notify { 's4': } }
class { 's1': stage => 'pre' }
class { 's3': stage => post }
define d { include s5 }
class s5 {}
class s6 { d { 'x': } }
class { 's6': stage => 'pre' }
