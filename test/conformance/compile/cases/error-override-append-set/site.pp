notify { 'a': }
notify { 'b': }
notify { 'c': require => Notify['a'] }
Notify['c'] { require +> Notify['b'] }
