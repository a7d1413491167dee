stage { 'pre': before => Stage['main'] }
stage { 'post': require => Stage['main'] }
class early { notify { 'early': } }
class late($x = 1) { notify { 'late': } }
class mid { notify { 'mid': } }
class { 'early': stage => 'pre' }
class { 'late': stage => post }
include mid
class wrap { class { 'inner': stage => 'pre' } }
class inner { file { '/inner': } }
include wrap
Class['mid'] -> Class['late']
