$topv = 'T'
include m
