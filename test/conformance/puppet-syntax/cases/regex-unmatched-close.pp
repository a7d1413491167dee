if 'a' =~ /a)/ { notice('x') }
