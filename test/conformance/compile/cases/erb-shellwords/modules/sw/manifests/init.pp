class sw (String $options = '--web.listen-address=:9100 --collector.text "a b" --log.level=\'debug info\'') {
  file { '/etc/init/daemon.conf': content => template('sw/run.erb') }
  # A second template requires it again: Ruby's require answers false once the library is loaded.
  file { '/etc/init/again.conf': content => inline_template("<%= require 'shellwords' %> <%= Shellwords.split('x y').size %>") }
}
