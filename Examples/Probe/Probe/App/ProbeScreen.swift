import SwiftUI

/// The probe's one screen: the step the person must take, the checks with their answers, and the report.
///
/// Nothing here is presented modally (no sheets, no alerts): the checks present their own controllers
/// and count what is presented, so the screen stays out of their way.
struct ProbeScreen: View {
    let runner: ProbeRunner
    let host: DeviceProbeHost
    @State private var isRunning = false

    private var report: String {
        runner.report(facts: host.facts).json
    }

    var body: some View {
        NavigationStack {
            List {
                Section {
                    LabeledContent("Device", value: "\(host.facts.deviceModel) (\(host.facts.idiom))")
                    LabeledContent("iOS", value: host.facts.osVersion)
                    LabeledContent("SDK", value: host.facts.sdkName ?? "unknown")
                    LabeledContent("Path", value: host.facts.pathName)
                    Button("Run all checks") { run(nil) }
                        .disabled(isRunning)
                }
                Section("Steps") {
                    ForEach(DisplaySetup.steps(of: runner.checks), id: \.self) { setup in
                        VStack(alignment: .leading, spacing: 2) {
                            Text(setup.title).font(.subheadline.bold())
                            Text(setup.instruction).font(.footnote)
                        }
                        .listRowBackground(host.pendingSetup == setup ? Color.yellow.opacity(0.3) : nil)
                    }
                }
                Section("Checks") {
                    ForEach(runner.checks, id: \.id) { check in
                        CheckRow(check: check, answer: runner.answers[check.id], isRunning: runner.runningCheck == check.id)
                            .swipeActions { Button("Run") { run(check) }.disabled(isRunning) }
                    }
                }
                Section("Report") {
                    ShareLink("Share report", item: report)
                    Button("Copy report") { UIPasteboard.general.string = report }
                }
            }
            .navigationTitle("AirKit Probe")
            .safeAreaInset(edge: .top) {
                VStack(spacing: 0) {
                    stepBanner
                    questionBanner
                }
            }
        }
        .background { EmbeddedControllerHost().frame(width: 1, height: 1) }
    }

    @ViewBuilder private var stepBanner: some View {
        if let setup = host.pendingSetup {
            VStack(alignment: .leading, spacing: 12) {
                Text(setup.instruction)
                    .font(.headline)
                HStack {
                    Button("Continue") { host.answerPendingStep(true) }
                        .buttonStyle(.borderedProminent)
                    Button("Skip") { host.answerPendingStep(false) }
                        .buttonStyle(.bordered)
                }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.yellow.opacity(0.3))
        }
    }

    @ViewBuilder private var questionBanner: some View {
        if let question = host.pendingQuestion {
            VStack(alignment: .leading, spacing: 12) {
                Text(question.prompt)
                    .font(.headline)
                ForEach(question.options, id: \.self) { option in
                    Button(option) { host.answerPendingQuestion(option) }
                        .buttonStyle(.bordered)
                }
                Button("Skip") { host.answerPendingQuestion(nil) }
            }
            .padding()
            .frame(maxWidth: .infinity, alignment: .leading)
            .background(.yellow.opacity(0.3))
        }
    }

    /// Runs one check, or all of them, then prints the report to the console.
    private func run(_ check: (any ProbeCheck)?) {
        isRunning = true
        Task {
            if let check {
                await runner.run(check, on: host)
            } else {
                await runner.runAll(on: host)
            }
            print("AirKit probe report:\n\(report)")
            isRunning = false
        }
    }
}

/// One check: its question, what it observed and whether that is what the simulation answers.
private struct CheckRow: View {
    let check: any ProbeCheck
    let answer: Answer?
    let isRunning: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(check.id).font(.caption.monospaced())
                Spacer()
                if isRunning { ProgressView() } else { Text(verdict).font(.caption.bold()) }
            }
            Text(check.question).font(.subheadline)
            if !check.setups.isEmpty {
                Text("Needs: " + check.setups.map(\.title).joined(separator: ", then ")).font(.caption)
            }
            if let answer {
                Text(answer.observed ?? answer.status.rawValue).font(.footnote)
                ForEach(answer.evidence, id: \.self) { line in
                    Text(line).font(.caption2).foregroundStyle(.secondary)
                }
            }
        }
    }

    private var verdict: String {
        switch answer?.matchesSimulation {
        case true?: "as simulated"
        case false?: "DIFFERS"
        case nil: answer?.status.rawValue ?? "not run"
        }
    }
}
