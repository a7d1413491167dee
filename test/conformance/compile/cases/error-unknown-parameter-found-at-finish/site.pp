# Puppet validates a resource's parameter names when it finishes the catalog, after every
# statement ran: the fail() below is what it reports, not the file's unknown attribute.
file { '/tmp/finish-check': ensure => file, no_such_attribute => 1 }
notify { 'declared after': }
fail('the code fails first')
