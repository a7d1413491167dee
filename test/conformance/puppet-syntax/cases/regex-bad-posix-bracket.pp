if $x =~ /\A[[:xdigit xdigit:]]{1,4}\z/ { }
