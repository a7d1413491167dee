unless false { notify { 'ran': } } else { notify { 'not': } }
