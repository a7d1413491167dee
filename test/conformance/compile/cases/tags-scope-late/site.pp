# A resource takes its scope's tags when the compilation finishes (a define instance when its body
# runs): a `tag` after the declaration reaches it; a class takes its includer's as it is declared.
define d { notify { "${title}-inner": } }
class c {
  notify { 'in-c': }
  tag 'late_in_c'
}
notify { 'early': }
d { 'x': }
include c
tag 'late_top'
notify { 'after': }
