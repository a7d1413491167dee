class gen::c0 (
  String        $owner,
  Integer       $base_port,
  Array[String] $packages,
  Hash          $settings,
) {
  include gen::params
  gen::app { 'c0-a0': port => $base_port + 0, owner => $owner, tags => $packages }
  gen::app { 'c0-a1': port => $base_port + 1, owner => $owner, tags => $packages }
  gen::app { 'c0-a2': port => $base_port + 2, owner => $owner, tags => $packages }
  gen::app { 'c0-a3': port => $base_port + 3, owner => $owner, tags => $packages }
  gen::app { 'c0-a4': port => $base_port + 4, owner => $owner, tags => $packages }
  gen::app { 'c0-a5': port => $base_port + 5, owner => $owner, tags => $packages }
  gen::app { 'c0-a6': port => $base_port + 6, owner => $owner, tags => $packages }
  gen::app { 'c0-a7': port => $base_port + 7, owner => $owner, tags => $packages }
  gen::app { 'c0-a8': port => $base_port + 8, owner => $owner, tags => $packages }
  gen::app { 'c0-a9': port => $base_port + 9, owner => $owner, tags => $packages }
  file { "${gen::params::root}/c0-r0": ensure => file, owner => $owner, content => "c0-r0 ${settings['level']} ${facts['hostname']}\n" }
  package { 'p-c0-r1': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r0"] -> Package['p-c0-r1']
  notify { 'n-c0-r2': message => "c0-r2 ${settings['level']}" }
  Package['p-c0-r1'] -> Notify['n-c0-r2']
  file { "${gen::params::root}/c0-r3": ensure => file, owner => $owner, content => "c0-r3 ${settings['level']} ${facts['hostname']}\n" }
  Notify['n-c0-r2'] -> File["${gen::params::root}/c0-r3"]
  package { 'p-c0-r4': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r3"] -> Package['p-c0-r4']
  notify { 'n-c0-r5': message => "c0-r5 ${settings['level']}" }
  file { "${gen::params::root}/c0-r6": ensure => file, owner => $owner, content => "c0-r6 ${settings['level']} ${facts['hostname']}\n" }
  Notify['n-c0-r5'] -> File["${gen::params::root}/c0-r6"]
  package { 'p-c0-r7': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r6"] -> Package['p-c0-r7']
  notify { 'n-c0-r8': message => "c0-r8 ${settings['level']}" }
  Package['p-c0-r7'] -> Notify['n-c0-r8']
  file { "${gen::params::root}/c0-r9": ensure => file, owner => $owner, content => "c0-r9 ${settings['level']} ${facts['hostname']}\n" }
  Notify['n-c0-r8'] -> File["${gen::params::root}/c0-r9"]
  package { 'p-c0-r10': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  notify { 'n-c0-r11': message => "c0-r11 ${settings['level']}" }
  Package['p-c0-r10'] -> Notify['n-c0-r11']
  file { "${gen::params::root}/c0-r12": ensure => file, owner => $owner, content => "c0-r12 ${settings['level']} ${facts['hostname']}\n" }
  Notify['n-c0-r11'] -> File["${gen::params::root}/c0-r12"]
  package { 'p-c0-r13': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r12"] -> Package['p-c0-r13']
  notify { 'n-c0-r14': message => "c0-r14 ${settings['level']}" }
  Package['p-c0-r13'] -> Notify['n-c0-r14']
  file { "${gen::params::root}/c0-r15": ensure => file, owner => $owner, content => "c0-r15 ${settings['level']} ${facts['hostname']}\n" }
  package { 'p-c0-r16': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r15"] -> Package['p-c0-r16']
  notify { 'n-c0-r17': message => "c0-r17 ${settings['level']}" }
  Package['p-c0-r16'] -> Notify['n-c0-r17']
  file { "${gen::params::root}/c0-r18": ensure => file, owner => $owner, content => "c0-r18 ${settings['level']} ${facts['hostname']}\n" }
  Notify['n-c0-r17'] -> File["${gen::params::root}/c0-r18"]
  package { 'p-c0-r19': ensure => $packages[0] ? { undef => 'installed', default => 'present' } }
  File["${gen::params::root}/c0-r18"] -> Package['p-c0-r19']
}
