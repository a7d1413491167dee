$t = 'x'
notify { $t: }
