# binary_file of a file that does not exist fails the compile
file { '/etc/text.txt': content => binary_file('m/text.txt') }
file { '/etc/key.bin': content => binary_file('m/nope.bin') }
