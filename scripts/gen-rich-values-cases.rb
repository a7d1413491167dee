# Writes test/conformance/<suite>/expected.json: for every Puppet expression of
# test/conformance/<suite>/cases.txt (one a line; '#' comments), what Puppet 7.23 makes of it,
# evaluated in one process (the suites of test/helpers/expression-suite.ts: rich-values, evaluation):
#   text  - the value interpolated into a string ("${(expr)}"),
#   type  - String(type((expr))), the detailed inferred type as Puppet prints it,
#   error - Puppet's message when evaluation fails (location and preambles removed).
# Expressions must not depend on the clock (Timestamp() with no argument is tested apart).
#   ruby scripts/gen-rich-values-cases.rb [SUITE]     (default rich-values)
require 'json'
require 'puppet'
require 'tmpdir'

suite = ARGV[0] || 'rich-values'
dir = File.expand_path("../test/conformance/#{suite}", __dir__)
cases = File.readlines(File.join(dir, 'cases.txt'), chomp: true).reject { |l| l.strip.empty? || l.start_with?('#') }
expected = []
Dir.mktmpdir('overcat-rich') do |sandbox|
  Puppet.initialize_settings(%w[confdir vardir codedir logdir rundir].flat_map { |s| ["--#{s}", File.join(sandbox, s)] })
  compiler = Puppet::Parser::Compiler.new(Puppet::Node.new('oracle'))
  parser = Puppet::Pops::Parser::EvaluatingParser.new
  Puppet.override(loaders: compiler.loaders) do
    scope = compiler.topscope
    cases.each do |expr|
      result = begin
        { 'text' => parser.evaluate_string(scope, "\"${(#{expr})}\""), 'type' => parser.evaluate_string(scope, "String(type((#{expr})))") }
      rescue Puppet::Error, StandardError => e
        { 'error' => e.message.sub(/\AEvaluation Error: /, '').sub(/\AError while evaluating a (Function Call|Method call), /, '').sub(/ \((file|line): .*\z/m, '').sub(/ at line \d+:\d+.*\z/m, '') }
      end
      expected << { 'expr' => expr }.merge(result)
    end
  end
end
File.write(File.join(dir, 'expected.json'), JSON.pretty_generate(expected) + "\n")
puts "#{suite}: #{expected.size} cases, #{expected.count { |r| r['error'] }} errors (puppet #{Puppet.version})"
