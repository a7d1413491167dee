# An unquoted timestamp anywhere in a Hiera data file (a Time, here nested in a list) makes
# Puppet's safe YAML load refuse the whole file: the lookup of another key in it fails too.
notify { 'other': message => lookup('other') }
