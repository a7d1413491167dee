if 1 == 1 { notice('a') } elsif 2 == 2 { notice('b') } else { notice('c') }
