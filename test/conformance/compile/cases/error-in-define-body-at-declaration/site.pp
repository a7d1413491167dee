# Puppet evaluates a define instance's body after the main code and reports its errors at the
# instance's declaration (the nested instance here, declared on line 7).
define inner { notify { "${title}-n": } }
define outer {
  notify { "${title}-a": }
  # the nested instance: evaluated in a later pass, its error placed here
  inner { "${title}-in": }
}
notify { 'x-in-n': }
outer { 'x': }
