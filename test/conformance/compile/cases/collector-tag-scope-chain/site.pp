# A tag query (and tagged()) asks the scopes a resource was declared in, as they are when the
# query runs, though their tags are merged into the resource only when the compilation finishes.
class c {
  @notify { 'a': }
  if tagged('top_tag') { notify { 'c-sees-top-tag': } }
  if tagged('c') { notify { 'c-sees-own-class': } }
}
include c
tag 'top_tag'
Notify <| tag == 'top_tag' |> { message => 'collected by a tag of main' }
if tagged('c') { notify { 'main-sees-class-c': } }
